// The link from a finished table to its replay, for the table's banner.

import { navigate } from "../app.ts";
import { t } from "../i18n.ts";

export function ReplayLink({ code }: { readonly code: string }) {
  return (
    <a
      class="replay-link"
      href={`/replay/${code}`}
      onClick={(e) => {
        e.preventDefault();
        navigate(`/replay/${code}`);
      }}
    >
      {t("replay:open")}
    </a>
  );
}
