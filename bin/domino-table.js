#!/usr/bin/env node
// `npx domino-table render <record> --step N --out fig.svg|fig.png|hand.gif`: pictures and animations of a game record
// (see README, "No scripts allowed?"). PNG and GIF need the optional packages @resvg/resvg-js (and gifenc for GIF).
import('../dist/render/cli.js');
