/**
 * The settings panel (issue 20 "Settings in one place"): every commerce
 * setting in one form: points per photo, the withdrawal minimum, the points
 * order cap, the download link's lifetime, the contributor's share, and
 * each size's long edge (px; the original keeps its own) and cost (photos
 * of quota). Each box says its bounds and shows its problem (the rules' or
 * the server's); the save sends only what changed, and the toast (a live
 * region) says it was saved. Local state: the boxes typed, taken again from
 * the settings in force after each save (savedSeq). Presentational
 * otherwise.
 */
import { useEffect, useLayoutEffect, useId, useState, type FormEvent } from "react";
import type { SettingField, SettingsForm } from "./commerce.rules.js";
import type { ConsoleActions, SettingBoxView, SettingsView } from "./StaffConsoleCommerceView.js";
import { Box, ListState } from "./StaffConsoleParts.js";

export function SettingsPanel({ v, on }: { v: SettingsView; on: ConsoleActions }) {
  const id = useId();
  const [form, setForm] = useState<SettingsForm | null>(v.values);
  const loaded = v.values !== null;
  // the settings in force once read, and again after each save,
  // with the render that shows the save (a layout effect): a box typed into after that render keeps its text (a passive
  // effect can run a frame later, after the typing: the light build's Preact)
  useLayoutEffect(() => {
    if (v.values) setForm(v.values);
    // v.values is a new object every render: only a load or a save resets the boxes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, v.savedSeq]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form && !v.busy) void on.settingsSave(form);
  };
  const box = (b: SettingBoxView) => (
    <Box
      key={b.field}
      id={`${id}-${b.field.replace(/\./g, "-")}`}
      b={b}
      part="setting"
      name={b.field}
      className="input short"
      inputMode="numeric"
      value={form?.[b.field as SettingField] ?? ""}
      onChange={(value) => {
        setForm((f) => (f ? { ...f, [b.field]: value } : f));
        on.settingsInput();
      }}
    />
  );
  return (
    <div className="stack">
      <p className="hint">{v.s.intro}</p>
      <ListState l={v.status} count={loaded ? 1 : 0} onRetry={on.retry} />
      {form ? (
        <form part="settings-form" className="settings-form" onSubmit={submit} noValidate>
          {v.alert ? (
            <p className="alert" role="alert">
              {v.alert}
            </p>
          ) : null}
          {v.groups.map((g) => (
            <fieldset key={g.key} className="group">
              <legend>{g.legend}</legend>
              {g.boxes.map(box)}
            </fieldset>
          ))}
          <div className="sizes">
            {v.sizes.map((sz) => (
              <fieldset key={sz.size} className="group">
                <legend>{sz.legend}</legend>
                {sz.edge ? box(sz.edge) : <p className="hint">{v.s.originalEdge}</p>}
                {box(sz.cost)}
              </fieldset>
            ))}
          </div>
          <div className="actions">
            <button type="submit" part="save-settings" className="btn" disabled={v.busy}>
              {v.busy ? v.s.saving : v.s.save}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
