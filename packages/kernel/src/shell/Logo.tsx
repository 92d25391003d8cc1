/** The product mark: a parcel in a circle, drawn inline so the sign-in screen needs no extra request. */
export function Logo({ name = 'Backoffice', size = 28 }: { name?: string; size?: number }) {
  return (
    <span
      className="bo-logo"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, fontWeight: 600, fontSize: size * 0.64 }}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#1668dc" />
        <path d="M9 12l7-4 7 4v8l-7 4-7-4z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 12l7 4 7-4M16 16v8" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{name}</span>
    </span>
  );
}
