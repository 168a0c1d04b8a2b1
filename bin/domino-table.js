#!/usr/bin/env node
// `npx domino-table render <record> --step N --out fig.svg|fig.png|hand.gif`: pictures and animations of a game record
// (see docs/pictures.md). PNG and GIF need the optional packages @resvg/resvg-js (and gifenc for GIF).
import('../dist/render/cli.js');
