/** The site mark, inline so it costs no request. Decorative: the site name sits beside it. */
export function Logo() {
  return (
    <svg className="navbar__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#0b5d4b" />
      <path d="M9 21c3-9 11-9 14-10-2 6-5 12-14 10z" fill="#f2a33a" />
      <circle cx="11" cy="11" r="3" fill="#fffaf3" />
    </svg>
  );
}
