/** Presentational collect button: strings and state come in as props. */
import { ToggleButton, type ToggleButtonViewProps } from "./ToggleButton.js";

/** The toggle's props (ToggleButton.tsx) without a count, with `collected` as the pressed state and the star as the icon. */
export type CollectButtonViewProps = Omit<ToggleButtonViewProps, "pressed" | "icon" | "showCount" | "count"> & {
  collected: boolean;
};

const star = (filled: boolean) => (
  <path
    d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
    fill={filled ? "currentColor" : "none"}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  />
);

export function CollectButton({ collected, ...rest }: CollectButtonViewProps) {
  return <ToggleButton pressed={collected} icon={star} showCount={false} count={null} {...rest} />;
}
