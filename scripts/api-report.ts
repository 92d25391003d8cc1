/**
 * The API reports of the three published packages: every name each entry exports, its kind, and its full
 * signature (functions' parameters and results, interfaces' and classes' members, type aliases expanded one
 * level, constants' types; a TypeBox schema by the value it describes), read from the sources by the TypeScript
 * compiler. `npm run api-report` rewrites packages/kernel/api-report.md, packages/plugin-sdk/api-report.md and
 * packages/contracts/api-report.md; tests/kernel/api-report.test.ts fails when a file and the real exports
 * differ, so a change of a name or of a signature is always deliberate (and shows in review as a change of the
 * file), as Microsoft's api-extractor does with its `.api.md`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Entry {
  name: string;
  file: string;
  about: string;
}

interface Report {
  title: string;
  path: string;
  entries: Entry[];
}

export const API_REPORTS: Report[] = [
  {
    title: 'Kernel API report',
    path: 'packages/kernel/api-report.md',
    entries: [
      {
        name: '@backoffice/kernel',
        file: 'packages/kernel/src/index.ts',
        about: 'the plugin API: what a plugin imports',
      },
      {
        name: '@backoffice/kernel/app',
        file: 'packages/kernel/src/app.ts',
        about: 'app start-up: boot, mount, config',
      },
      {
        name: '@backoffice/kernel/start',
        file: 'packages/kernel/src/start.tsx',
        about: "the app's page load: the sign-in screen on the kernel's services, the rest once signed in",
      },
      {
        name: '@backoffice/kernel/testing',
        file: 'packages/kernel/src/testing.ts',
        about: 'helpers for plugin screen tests',
      },
    ],
  },
  {
    title: 'Plugin SDK API report',
    path: 'packages/plugin-sdk/api-report.md',
    entries: [
      {
        name: '@backoffice/plugin-sdk',
        file: 'packages/plugin-sdk/src/index.ts',
        about:
          'what an external plugin compiles against: the kernel API, the extension points, manifest and record types',
      },
      {
        name: '@backoffice/plugin-sdk/testing',
        file: 'packages/plugin-sdk/src/testing.ts',
        about: "an external plugin's test helpers",
      },
    ],
  },
  {
    title: 'Contracts API report',
    path: 'packages/contracts/api-report.md',
    entries: [
      {
        name: '@backoffice/contracts',
        file: 'packages/contracts/src/index.ts',
        about: 'the wire contract: calls, schemas, request and answer types',
      },
      {
        name: '@backoffice/contracts/password-strength',
        file: 'packages/contracts/src/password-strength.ts',
        about: 'the password strength rule both sides run',
      },
    ],
  },
];

/** Full types, named by the aliases they were written with, on one line. */
const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function kindsOf(symbol: ts.Symbol): string[] {
  const flags = symbol.flags;
  const kinds: string[] = [];
  if (flags & ts.SymbolFlags.Class) kinds.push('class');
  else if (flags & ts.SymbolFlags.Function) kinds.push('function');
  else if (flags & ts.SymbolFlags.Variable) kinds.push('const');
  if (flags & ts.SymbolFlags.Interface && !(flags & ts.SymbolFlags.Class)) kinds.push('interface');
  if (flags & ts.SymbolFlags.TypeAlias) kinds.push('type');
  if (flags & ts.SymbolFlags.Enum) kinds.push('enum');
  if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) kinds.push('namespace');
  return kinds.length > 0 ? kinds : ['unknown'];
}

/** Whether the name is exported with `export type`, so only its type is part of the API. */
function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
  );
}

/** Prints each exported name's signature with one program's type checker. */
class SignaturePrinter {
  constructor(private readonly checker: ts.TypeChecker) {}

  /** The lines that state `name`'s signature (one per declaration kind it has, as the Kind column names them). */
  print(name: string, symbol: ts.Symbol): string[] {
    return kindsOf(symbol).flatMap((kind) => this.linesOfKind(kind, name, symbol));
  }

  private linesOfKind(kind: string, name: string, symbol: ts.Symbol): string[] {
    switch (kind) {
      case 'class':
        return this.classLines(name, symbol);
      case 'function':
        return this.functionLines(name, symbol);
      case 'const':
        return [this.constLine(name, symbol)];
      case 'interface':
        return this.interfaceLines(name, symbol);
      case 'type':
        return [this.typeAliasLine(name, symbol)];
      case 'enum':
        return [this.enumLine(name, symbol)];
      default:
        // Namespaces are listed by name only.
        return [];
    }
  }

  private typeText(type: ts.Type, inAlias = false): string {
    return this.checker.typeToString(type, undefined, FORMAT | (inAlias ? ts.TypeFormatFlags.InTypeAlias : 0));
  }

  private declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
    return symbol.valueDeclaration ?? symbol.declarations?.[0];
  }

  /** The type parameters as written (`<T extends object = {}>`). */
  private typeParameters(symbol: ts.Symbol): string {
    const declaration = symbol.declarations?.find(
      (node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node),
    ) as ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | undefined;
    const parameters = declaration?.typeParameters;
    if (!parameters || parameters.length === 0) return '';
    return `<${parameters.map((parameter) => parameter.getText().replace(/\s+/g, ' ')).join(', ')}>`;
  }

  private signatureText(signature: ts.Signature): string {
    return this.checker.signatureToString(signature, undefined, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature);
  }

  private functionLines(name: string, symbol: ts.Symbol): string[] {
    const declaration = this.declarationOf(symbol);
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration!);
    return type.getCallSignatures().map((signature) => `function ${name}${this.signatureText(signature)};`);
  }

  /** A TypeBox schema is stated by the value it checks (its `static` type); any other constant by its type. */
  private constLine(name: string, symbol: ts.Symbol): string {
    const declaration = this.declarationOf(symbol);
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration!);
    const described = type.getProperty('static');
    if (described && type.getProperty('params')) {
      return `const ${name}: schema of ${this.typeText(this.checker.getTypeOfSymbolAtLocation(described, declaration!))};`;
    }
    return `const ${name}: ${this.typeText(type)};`;
  }

  /** One line per member (a line per overload of a method); `include` leaves out what callers cannot reach. */
  private memberLines(
    type: ts.Type,
    location: ts.Node,
    include: (declaration: ts.Declaration | undefined, member: ts.Symbol) => boolean = () => true,
  ): string[] {
    return this.checker.getPropertiesOfType(type).flatMap((member) => {
      const declaration = member.valueDeclaration ?? member.declarations?.[0];
      if (!include(declaration, member)) return [];
      const memberType = this.checker.getTypeOfSymbolAtLocation(member, declaration ?? location);
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly =
        declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      if (member.flags & ts.SymbolFlags.Method) {
        return memberType
          .getCallSignatures()
          .map((signature) => `  ${member.name}${optional}${this.signatureText(signature)};`);
      }
      return [`  ${readonly}${member.name}${optional}: ${this.typeText(memberType)};`];
    });
  }

  private indexLines(type: ts.Type): string[] {
    return this.checker
      .getIndexInfosOfType(type)
      .map(
        (info) =>
          `  ${info.isReadonly ? 'readonly ' : ''}[key: ${this.typeText(info.keyType)}]: ${this.typeText(info.type)};`,
      );
  }

  private interfaceLines(name: string, symbol: ts.Symbol): string[] {
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const location = this.declarationOf(symbol)!;
    const bases = type.isClassOrInterface() ? this.checker.getBaseTypes(type) : [];
    const heritage = bases.length > 0 ? ` extends ${bases.map((base) => this.typeText(base)).join(', ')}` : '';
    const calls = type.getCallSignatures().map((signature) => `  ${this.signatureText(signature)};`);
    return [
      `interface ${name}${this.typeParameters(symbol)}${heritage} {`,
      ...calls,
      ...this.indexLines(type),
      ...this.memberLines(type, location),
      '}',
    ];
  }

  private classLines(name: string, symbol: ts.Symbol): string[] {
    const location = this.declarationOf(symbol)!;
    const instance = this.checker.getDeclaredTypeOfSymbol(symbol);
    const constructor = this.checker.getTypeOfSymbolAtLocation(symbol, location);
    const constructors = constructor
      .getConstructSignatures()
      .map((signature) => `  constructor${this.signatureText(signature).replace(/: [^:]*$/, '')};`);
    const statics = this.checker
      .getPropertiesOfType(constructor)
      .filter((member) => member.name !== 'prototype')
      .map(
        (member) =>
          `  static ${member.name}: ${this.typeText(this.checker.getTypeOfSymbolAtLocation(member, location))};`,
      );
    const bases = this.checker.getBaseTypes(instance as ts.InterfaceType);
    const heritage = bases.length > 0 ? ` extends ${bases.map((base) => this.typeText(base)).join(', ')}` : '';
    // Private and protected members are not the API: only what a caller can reach is listed.
    const members = this.memberLines(
      instance,
      location,
      (declaration, member) =>
        !member.name.startsWith('#') &&
        !(
          declaration &&
          ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
        ),
    );
    return [`class ${name}${this.typeParameters(symbol)}${heritage} {`, ...constructors, ...statics, ...members, '}'];
  }

  private typeAliasLine(name: string, symbol: ts.Symbol): string {
    return `type ${name}${this.typeParameters(symbol)} = ${this.typeText(this.checker.getDeclaredTypeOfSymbol(symbol), true)};`;
  }

  private enumLine(name: string, symbol: ts.Symbol): string {
    const members = [...(symbol.exports?.values() ?? [])].map((member) => {
      const declaration = member.valueDeclaration as ts.EnumMember | undefined;
      const value = declaration ? this.checker.getConstantValue(declaration) : undefined;
      return `${member.name} = ${JSON.stringify(value)}`;
    });
    return `enum ${name} { ${members.join(', ')} }`;
  }
}

/** The program every report reads: the project's own settings, with every entry as a root. */
function createProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('Cannot read tsconfig.json');
  const files = API_REPORTS.flatMap((report) => report.entries.map((entry) => join(ROOT, entry.file)));
  return ts.createProgram(files, config.options);
}

function entrySection(program: ts.Program, printer: SignaturePrinter, entry: Entry): string {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(ROOT, entry.file));
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`Cannot read the exports of ${entry.file}`);
  const exported = [...checker.getExportsOfModule(module)].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const rows: string[] = [];
  const signatures: string[] = [];
  for (const symbol of exported) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const kinds = kindsOf(target);
    // A class or const exported with `export type` is only a type for plugins: say so.
    const typeOnly =
      isTypeOnlyExport(symbol) && kinds.some((kind) => kind === 'class' || kind === 'function' || kind === 'const');
    rows.push(`| \`${symbol.name}\` | ${kinds.join(', ')}${typeOnly ? ' (type only)' : ''} |`);
    signatures.push(...printer.print(symbol.name, target));
  }
  return [
    `## \`${entry.name}\``,
    '',
    `${entry.about[0].toUpperCase()}${entry.about.slice(1)} (${rows.length} names).`,
    '',
    '| Name | Kind |',
    '| --- | --- |',
    ...rows,
    '',
    '### Signatures',
    '',
    '```ts',
    ...signatures.map(withStableSymbolNames),
    '```',
  ].join('\n');
}

/**
 * A member keyed by a unique symbol is named `__@carried@3828` by the checker, the number being the symbol's id in
 * this program: it changes with unrelated edits. The report writes it as the source does, `[carried]`.
 */
function withStableSymbolNames(line: string): string {
  return line.replace(/__@([A-Za-z_$][\w$]*)@\d+/g, '[$1]');
}

/** Each report's path and text, from the sources as they are now. */
export function buildApiReports(): Array<{ path: string; text: string }> {
  const program = createProgram();
  const printer = new SignaturePrinter(program.getTypeChecker());
  return API_REPORTS.map((report) => ({
    path: report.path,
    text: [
      `# ${report.title}`,
      '',
      'Every name these entry points export, with its signature. Generated by `npm run api-report`; do not edit by hand.',
      'tests/kernel/api-report.test.ts compares it with the real exports, so a change here is a deliberate change of the API.',
      '',
      report.entries.map((entry) => entrySection(program, printer, entry)).join('\n\n'),
      '',
    ].join('\n'),
  }));
}

export function readApiReport(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const report of buildApiReports()) {
    writeFileSync(join(ROOT, report.path), report.text);
    console.log(`Wrote ${report.path}`);
  }
}
