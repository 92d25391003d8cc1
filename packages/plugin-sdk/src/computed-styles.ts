import { createRequire } from 'node:module';

/*
 * Computed styles for screen tests in jsdom, at a fraction of jsdom's cost and with jsdom's answers (for the four
 * properties below, the declared keyword jsdom would give).
 *
 * Testing Library's role queries read `display` and `visibility` of every element of the role, of everything
 * inside it (its accessible name) and of its ancestors; user-event reads `pointer-events` before each click. jsdom
 * computes each of those through every rule of the page (antd's CSS-in-JS inserts ~2,800) and, for an inherited
 * property, again up through every ancestor: profiles of the repository's screen tests put half their CPU there.
 * Three cuts, each leaving the values as jsdom gives them:
 * 1. Values are remembered until the page changes (an element, a styling attribute, a style sheet, a resize).
 * 2. The four properties queries read are computed against the rules that declare one of them (~1 in 5 of the
 *    page's rules; the rest cannot change them), in a style cache of their own.
 * 3. Each of the four is the element's own declared value, else its initial value or, for an inherited one, its
 *    parent's remembered value: jsdom's own computation walks up every ancestor per element.
 * Outside jsdom (another environment, another version whose internals differ) the page's own getComputedStyle runs.
 */

/** The attributes a style sheet or the browser's own styles hide or disable by. */
const STYLING_ATTRIBUTES = ['class', 'style', 'hidden', 'aria-hidden', 'disabled', 'open', 'inert', 'type'];

/** What queries read: whether each is inherited, and its initial value. */
const QUERIED = new Map([
  ['display', { inherited: false, initial: 'inline' }],
  ['visibility', { inherited: true, initial: 'visible' }],
  ['pointer-events', { inherited: true, initial: 'auto' }],
  ['opacity', { inherited: false, initial: '1' }],
]);
/** The same, by their names as style properties (`style.pointerEvents`). */
const QUERIED_KEYS = new Map(
  [...QUERIED.keys()].map((name) => [name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), name]),
);
/** What a rule declares when it may change one of them (`all` resets every property). */
const DECLARING = ['all', ...QUERIED.keys()];

type ComputedStyle = typeof window.getComputedStyle & { remembered?: boolean };

/** Replaces the page's getComputedStyle once (this runs again for each test file; files may share the page). */
export function rememberComputedStyles(page: Window): void {
  if ((page.getComputedStyle as ComputedStyle).remembered) return;
  const remembered: ComputedStyle = rememberedComputedStyles(page, page.getComputedStyle.bind(page));
  remembered.remembered = true;
  page.getComputedStyle = remembered;
}

function rememberedComputedStyles(page: Window, computedStyle: (element: Element) => CSSStyleDeclaration) {
  const jsdom = jsdomInternals();
  let remembered = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    remembered = new WeakMap();
  };
  // Only STYLING_ATTRIBUTES: a `value` or `aria-*` change as a test types is not watched (watching every change
  // cost typing-heavy tests more than the memory saved). A style element's new text arrives as new children.
  // Pending changes are taken at each read (`takeRecords`): a query right after a click sees the page as it is.
  const changes = new MutationObserver(forget);
  changes.observe(page.document, { subtree: true, childList: true, attributeFilter: STYLING_ATTRIBUTES });
  page.addEventListener('resize', forget);
  const styleOf = (element: Element): CSSStyleDeclaration => {
    if (changes.takeRecords().length > 0) forget();
    let style = remembered.get(element);
    if (!style) {
      const full = () => {
        jsdom?.forgetCopy(element);
        return computedStyle(element);
      };
      let declaration: DeclarationImpl | null | undefined;
      const queried = (name: string) => {
        if (declaration === undefined) declaration = jsdom?.queriedDeclaration(element) ?? null;
        return declaration && declaredOrInherited(declaration, element, name, styleOf);
      };
      style = readOnce(full, queried);
      remembered.set(element, style);
    }
    return style;
  };
  return styleOf;
}

/** A computed style read lazily, each value at most once (it is read-only, and forgotten on any change). */
function readOnce(full: () => CSSStyleDeclaration, queried: (name: string) => string | null): CSSStyleDeclaration {
  let style: CSSStyleDeclaration | undefined;
  const fullStyle = () => (style ??= full());
  const values = new Map<string | symbol, unknown>();
  const propertyValues = new Map<string, string>();
  const getPropertyValue = (name: string) => {
    if (!propertyValues.has(name)) {
      const value = QUERIED.has(name) ? queried(name) : null;
      propertyValues.set(name, value ?? fullStyle().getPropertyValue(name));
    }
    return propertyValues.get(name)!;
  };
  return new Proxy({} as CSSStyleDeclaration, {
    get(_target, key) {
      if (key === 'getPropertyValue') return getPropertyValue;
      const queriedName = typeof key === 'string' ? QUERIED_KEYS.get(key) : undefined;
      if (queriedName) return getPropertyValue(queriedName);
      if (values.has(key)) return values.get(key);
      const target = fullStyle();
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value === 'function') return (value as (...args: unknown[]) => unknown).bind(target);
      values.set(key, value);
      return value;
    },
    has: (_target, key) => key in fullStyle(),
    getPrototypeOf: () => Reflect.getPrototypeOf(fullStyle()),
  });
}

/**
 * A queried property's value from the element's declared value (the rules that declare a queried property, its
 * style attribute): the initial value when none, the parent's remembered value for an inherited one. jsdom's own
 * computation of even `display` prepares the element's font size and colour first, each a walk up the ancestors.
 */
function declaredOrInherited(
  declaration: DeclarationImpl,
  element: Element,
  name: string,
  styleOf: (element: Element) => CSSStyleDeclaration,
): string {
  const { inherited, initial } = QUERIED.get(name)!;
  declaration._computed = false;
  let declared: string;
  try {
    declared = declaration.getPropertyValue(name);
  } finally {
    declaration._computed = true;
  }
  const parent = element.parentElement;
  if (declared === 'inherit' || (inherited && (declared === '' || declared === 'unset')))
    return parent ? styleOf(parent).getPropertyValue(name) : initial;
  return declared === '' || declared === 'initial' || declared === 'unset' ? initial : declared;
}

/** jsdom's objects behind the page's: a style declaration, a style rule, a sheet, the document, an element. */
interface DeclarationImpl {
  _computed: boolean;
  getPropertyValue(name: string): string;
}
interface RuleImpl {
  style?: { getPropertyValue(name: string): string };
  cssRules?: { _list: RuleImpl[] };
}
interface SheetImpl {
  cssRules: { _list: RuleImpl[] };
}
interface DocumentImpl {
  _styleCache: WeakMap<object, unknown>;
  styleSheets: { _list: SheetImpl[] };
}
interface ElementImpl {
  _ownerDocument: DocumentImpl;
}

interface JsdomInternals {
  /**
   * Drops jsdom's remembered style of the element before it is asked again: jsdom hands out a copy of what it
   * remembers, and copying resolves every property again, each inherited one up through the ancestors (a third of
   * a form test's CPU). Computed afresh, the element's rules are matched once instead.
   */
  forgetCopy(element: Element): void;
  /** The element's style computed against the rules that declare a queried property only. */
  queriedDeclaration(element: Element): DeclarationImpl | null;
}

/** jsdom's internals this needs (jsdom 29), or null when they cannot be reached or are not as expected. */
function jsdomInternals(): JsdomInternals | null {
  let implFor: (wrapper: unknown) => unknown;
  let computed: (element: ElementImpl) => DeclarationImpl;
  try {
    const require = createRequire(import.meta.url);
    const utils = require('jsdom/lib/generated/idl/utils.js') as { implForWrapper(wrapper: unknown): unknown };
    const styles = require('jsdom/lib/jsdom/living/css/helpers/computed-style.js') as {
      getComputedStyleDeclaration?: (element: ElementImpl) => DeclarationImpl;
    };
    if (typeof utils.implForWrapper !== 'function' || typeof styles.getComputedStyleDeclaration !== 'function')
      return null;
    implFor = (wrapper) => utils.implForWrapper(wrapper);
    computed = styles.getComputedStyleDeclaration;
  } catch {
    return null;
  }
  const elementImpl = (element: Element): ElementImpl | null => {
    const impl = implFor(element) as ElementImpl | null;
    const document = impl?._ownerDocument;
    return document?._styleCache instanceof WeakMap && Array.isArray(document.styleSheets?._list) ? impl : null;
  };
  // Per document: the style cache of the queried cascade, valid while jsdom's own cache is the same object (jsdom
  // replaces it on any change to the page or its style sheets).
  const queriedCaches = new WeakMap<DocumentImpl, { of: WeakMap<object, unknown>; cache: WeakMap<object, unknown> }>();
  const queriedSheets = new QueriedSheets();
  return {
    forgetCopy(element) {
      const impl = elementImpl(element);
      impl?._ownerDocument._styleCache.delete(impl);
    },
    queriedDeclaration(element) {
      const impl = elementImpl(element);
      if (!impl) return null;
      const document = impl._ownerDocument;
      let queried = queriedCaches.get(document);
      if (queried?.of !== document._styleCache) {
        queried = { of: document._styleCache, cache: new WeakMap() };
        queriedCaches.set(document, queried);
      }
      // Its own style afresh (not a copy, see forgetCopy); its ancestors' stay for the inherited values.
      queried.cache.delete(impl);
      const fullCache = document._styleCache;
      const allSheets = document.styleSheets._list;
      document._styleCache = queried.cache;
      document.styleSheets._list = queriedSheets.of(allSheets);
      try {
        const declaration = computed(impl);
        return typeof declaration?._computed === 'boolean' ? declaration : null;
      } finally {
        document._styleCache = fullCache;
        document.styleSheets._list = allSheets;
      }
    },
  };
}

/** Each style sheet with only its rules that declare a queried property, kept until the sheet's rules change. */
class QueriedSheets {
  private readonly known = new WeakMap<SheetImpl, { count: number; sheet: SheetImpl }>();

  of(sheets: SheetImpl[]): SheetImpl[] {
    return sheets.map((sheet) => {
      const rules = sheet.cssRules._list;
      let known = this.known.get(sheet);
      if (!known || known.count !== rules.length) {
        known = { count: rules.length, sheet: { cssRules: { _list: rules.filter(declaresQueried) } } };
        this.known.set(sheet, known);
      }
      return known.sheet;
    });
  }
}

/** A style rule that declares a queried property (or `all`); a group (`@media`) kept whole when one of its rules does. */
function declaresQueried(rule: RuleImpl): boolean {
  if (rule.style) return DECLARING.some((name) => rule.style!.getPropertyValue(name) !== '');
  if (rule.cssRules) return rule.cssRules._list.some(declaresQueried);
  return true;
}
