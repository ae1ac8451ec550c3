/** Presentational collect button: strings and state come in as props. */
import { ToggleButton } from "./ToggleButton.js";

export interface CollectButtonViewProps {
  collected: boolean;
  /** "collect" label (constant) */
  label: string;
  /** title: collect or uncollect */
  hint: string;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onToggle: () => void;
}

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
