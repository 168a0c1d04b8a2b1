"""A bridge between `npm run bench:ai` and the public abw333/dominoes library (github.com/abw333/dominoes), which is
never copied into this repository: point ABW333_DOMINOES at a checkout of it (the folder holding `dominoes/`).

One JSON request per line on stdin, one JSON answer per line on stdout. A request carries a partnership hand as our
engine plays it: the four hands as dealt, the seat that leads, the plays so far (tile "6-4", at "left"/"right"/null
for the lead; passes are not sent: the library makes them itself), the library's player to ask ("pimc" or
"omniscient") and our engine's legal plays now. The bridge rebuilds the library's game from the deal, plays the
moves into it (checking that its turn and board ends stay in step with ours), lets the player sort the valid moves,
and answers the first one our engine also allows: {"tile": "6-4", "at": "left"}. The library's sampling is seeded by
the position (ABW333_UNSEEDED=1: by the clock, as the library does by itself), so a run of the same deals repeats.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.environ.get("ABW333_DOMINOES", "."))
import dominoes  # noqa: E402

START = int(os.environ.get("ABW333_START_MOVE", "8"))  # search from this move on; heaviest-first before it
SAMPLES = int(os.environ.get("ABW333_SAMPLES", "12"))
UNSEEDED = os.environ.get("ABW333_UNSEEDED") == "1"
pimc = dominoes.players.probabilistic_alphabeta(start_move=START, sample_size=SAMPLES)
omni = dominoes.players.omniscient(start_move=START)


def domino(tile):
    a, b = (int(x) for x in tile.split("-"))
    return dominoes.Domino(max(a, b), min(a, b))


def game_of(hands, leader):
    hs = [dominoes.hand.Hand([domino(t) for t in h]) for h in hands]
    g = dominoes.Game(dominoes.Board(), hs, [], leader, tuple((d, True) for d in hs[leader]), leader, None)
    return g


def answer(req):
    # The library samples hidden hands with Python's `random`; seeded by the position, its answer to a position is
    # always the same, so a run of the same deals can be repeated and two players compared on the same decisions.
    if not UNSEEDED:
        random.seed(json.dumps([req["who"], req["hands"], req["leader"], req["moves"]]))
    g = game_of(req["hands"], req["leader"])
    for tile, at in req["moves"]:
        g.make_move(domino(tile), at != "right")
    if g.turn != req["seat"]:
        return {"error": f"out of step: the library's turn is {g.turn}, ours {req['seat']}"}
    if req.get("ends") is not None and len(g.board) > 0 and [g.board.left_end(), g.board.right_end()] != req["ends"]:
        return {"error": f"out of step: ends {[g.board.left_end(), g.board.right_end()]} v ours {req['ends']}"}
    dominoes.players.bota_gorda(g)
    (pimc if req["who"] == "pimc" else omni)(g)
    legal = [(t, a) for t, a in req["legal"]]
    for d, left in g.valid_moves:
        tile = f"{max(d.first, d.second)}-{min(d.first, d.second)}"
        at = "left" if left else "right"
        same = len(g.board) == 0 or g.board.left_end() == g.board.right_end()  # either end is the same move
        for t, a in legal:
            if t == tile and (a == at or same):
                return {"tile": t, "at": a}
    t, a = req["legal"][0]
    return {"tile": t, "at": a, "fallback": True}


for line in sys.stdin:
    try:
        out = answer(json.loads(line))
    except Exception as e:  # noqa: BLE001 - the bench reports it
        out = {"error": f"{type(e).__name__}: {e}"}
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
