#!/usr/bin/env node
// The `photowire` command: runs server/src/cli.ts through tsx (no separate server build).
import { register } from "tsx/esm/api";
register();
await import("../server/src/cli.ts");
