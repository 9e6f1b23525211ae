// Line icons of the saved-filters menu; decorative unless given a label.
interface IconProps {
  className?: string;
  /** Read out instead of hiding the icon. */
  label?: string;
}

const svgProps = ({ label }: IconProps) =>
  label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);

// Saved filters: a bookmark, so the trigger differs from the filter button's funnel beside it (on a phone only
// the icons show).
export function BookmarkIcon(props: IconProps) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      className={props.className}
      {...svgProps(props)}
    >
      <path d="M4 2h8v12l-4-3-4 3V2z" />
    </svg>
  );
}

export function DeleteIcon(props: IconProps) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 18 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      className={props.className}
      {...svgProps(props)}
    >
      <path d="M3 5h12M7 5V3.5h4V5M5 5l.8 10h6.4L13 5M7.5 8v4.5M10.5 8v4.5" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={props.className}
      {...svgProps(props)}
    >
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}
