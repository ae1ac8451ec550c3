/** Presentational like button: strings and state come in as props. */
import { ToggleButton, type ToggleButtonViewProps } from "./ToggleButton.js";

/** The toggle's props (ToggleButton.tsx), with `liked` as the pressed state and the heart as the icon. */
export type LikeButtonViewProps = Omit<ToggleButtonViewProps, "pressed" | "icon"> & {
  liked: boolean;
};

const heart = (filled: boolean) => (
  <path
    d="M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.7 0 3.3.8 4.6 2.1 1.3-1.3 2.9-2.1 4.6-2.1 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9L12 20.5z"
    fill={filled ? "currentColor" : "none"}
    stroke="currentColor"
    strokeWidth="2"
  />
);

export function LikeButton({ liked, ...rest }: LikeButtonViewProps) {
  return <ToggleButton pressed={liked} icon={heart} {...rest} />;
}
