/**
 * What the download dialog shows before anything is spent (issue 20): the
 * sizes as a radio group (each with its pixels, file size and what it costs
 * this download in photos of quota) and the photos' licences (ui/LicenceInfo:
 * type, restrictions, releases, credit line with "copy credit line").
 * Presentational; strings come in as props (download-dialog.props.ts). Part
 * of the chunk the button loads on its first press.
 */
import { useId } from "react";
import type { DownloadSize } from "../../common/commerce.js";
import type { Lang } from "../../common/i18n/index.js";
import type { LicenceDto } from "../../common/licence.js";
import { LicenceInfo, type LicenceLabels } from "../ui/LicenceInfo.js";

/** The sizes radio group. */
export interface SizesView {
  legend: string;
  /** one a size, smallest first */
  options: { value: DownloadSize; name: string; detail: string; checked: boolean }[];
  /** said while the cost at the chosen size is checked, else "" */
  status: string;
  onChoose(size: DownloadSize): void;
}

/** The licences of the photos, one block a licence (photos with the same licence share it). */
export interface LicencesView {
  heading: string;
  lang: Lang;
  labels: LicenceLabels;
  groups: { key: string; title: string; licence: LicenceDto; termsHref: string }[];
}

export function DownloadSizes({ sizes }: { sizes: SizesView }) {
  const name = useId();
  return (
    <fieldset className="sizes" part="sizes">
      <legend>{sizes.legend}</legend>
      {sizes.options.map((o) => (
        <label key={o.value} className="size" part="size">
          <input type="radio" name={name} value={o.value} checked={o.checked} onChange={() => sizes.onChoose(o.value)} />
          <span className="size-name">{o.name}</span>{" "}
          <span className="size-detail">{o.detail}</span>
        </label>
      ))}
      <p className="size-status" role="status">
        {sizes.status}
      </p>
    </fieldset>
  );
}

export function DownloadLicences({ licences }: { licences: LicencesView }) {
  const headingId = useId();
  const several = licences.groups.length > 1;
  return (
    <section className="licences" part="licences" aria-labelledby={headingId}>
      <h3 id={headingId} className="sub-heading">
        {licences.heading}
      </h3>
      {licences.groups.map((g) => (
        <div key={g.key} className="licence-group">
          {g.title ? <p className="licence-title">{g.title}</p> : null}
          <LicenceInfo licence={g.licence} lang={licences.lang} labels={licences.labels} termsHref={g.termsHref} label={several ? g.title : undefined} />
        </div>
      ))}
    </section>
  );
}
