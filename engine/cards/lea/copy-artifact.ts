// Copy Artifact: You may have this enchantment enter as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types.
import { card } from "../dsl";
export default card({
  name: "Copy Artifact",
  // CR 707.5, 707.9b, 614.12a: the exception is part of its copiable values.
  replacements: [{ enters: "copy", filter: { types: ["Artifact"] }, prompt: "Copy Artifact: choose an artifact to copy (or none)", except: { addTypes: ["Enchantment"] } }],
  ai: { value: 2 },
});
