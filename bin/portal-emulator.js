#!/usr/bin/env node
// `npx portal-emulator --help`: the packaged emulator command (compiled from server/package/bin.ts).
import '../dist/portal-emulator.js';
