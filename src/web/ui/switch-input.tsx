/** A checkbox announced as an on/off switch, with its label. */
export function SwitchInput({
  name,
  label,
  on,
  onTurn,
  disabled,
  describedBy,
}: {
  name: string;
  label: string;
  on: boolean;
  onTurn(on: boolean): void;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={on}
        aria-checked={on}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onTurn(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
