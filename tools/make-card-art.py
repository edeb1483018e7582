#!/usr/bin/env python3
"""Writes the card art of Up & Down and 3UP 3DOWN into assets/.

    python3 tools/make-card-art.py

Up & Down: the 44 French-suited cards (2..10, jack, queen in four suits,
`cards/uad-<value><suit>.svg` named like the move notation), the UP&DOWN
card's two sides (`cards/uad-board-up.svg` blue, `-down.svg` green) with
the four suits on its edges, and the six faces of a die (`dice/die-N.svg`).
The suits are four-coloured (spades black, hearts red, diamonds blue, clubs
green) and always told apart by their shapes.

3UP 3DOWN: one face per colour for the numbered cards
(`cards/t3-<colour>.svg`) and one per colour for the Clear cards
(`cards/t3-clear-<colour>.svg`). Each colour has its own symbol and its own
pattern (red: flames on diagonal stripes, green: leaves on dots, blue:
drops on waves), so the colours are told apart without seeing colour.

SDL_image draws SVG through nanosvg: only paths, basic shapes, gradients,
groups and transforms are used (no text, no <use>, no patterns or clips).
Values and words are written on the cards by the program with the bundled
font. The art is released like the rest of assets/ (CC0 1.0)."""

import math
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")

W, H = 250, 350

# ---- suits -----------------------------------------------------------------

# Each suit drawn in a 100 x 100 box, point up, centred on (50, 50).
SUIT_PATH = {
    "h": "M50 92 C38 80 4 58 4 31 C4 15 16 5 29 5 C39 5 46 11 50 20 "
         "C54 11 61 5 71 5 C84 5 96 15 96 31 C96 58 62 80 50 92 Z",
    "d": "M50 2 Q66 28 88 50 Q66 72 50 98 Q34 72 12 50 Q34 28 50 2 Z",
    "s": "M50 4 C62 20 96 40 96 64 C96 78 86 86 74 86 C65 86 58 82 54 75 "
         "C55 84 59 91 67 97 L33 97 C41 91 45 84 46 75 C42 82 35 86 26 86 "
         "C14 86 4 78 4 64 C4 40 38 20 50 4 Z",
    "c": "M50 7 C62 7 71 16 71 28 C71 35 68 40 64 44 C67 43 70 42 74 42 "
         "C86 42 96 51 96 63 C96 75 86 84 74 84 C65 84 58 80 54 72 "
         "C55 83 59 91 67 97 L33 97 C41 91 45 83 46 72 C42 80 35 84 26 84 "
         "C14 84 4 75 4 63 C4 51 14 42 26 42 C30 42 33 43 36 44 "
         "C32 40 29 35 29 28 C29 16 38 7 50 7 Z",
}
SUIT_COLOUR = {  # main, dark
    "s": ("#2a2a33", "#0d0d12"),
    "h": ("#d62839", "#8f101d"),
    "d": ("#2466c8", "#123d80"),
    "c": ("#23924a", "#0f5c2a"),
}
SUIT_NAME = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


def suit_symbol(s, cx, cy, size, rot=0, fill=None):
    """A suit symbol of the given width centred on (cx, cy)."""
    k = size / 100.0
    f = fill or "url(#ink)"
    return (f'<g transform="translate({cx:.2f} {cy:.2f}) rotate({rot}) scale({k:.4f}) '
            f'translate(-50 -50)"><path d="{SUIT_PATH[s]}" fill="{f}"/></g>')


def paper_defs(main, dark):
    return (
        '<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fffdf7"/><stop offset="1" stop-color="#f1e9d8"/>'
        '</linearGradient>'
        '<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{main}"/><stop offset="1" stop-color="{dark}"/>'
        '</linearGradient>')


def card_outline():
    return ('<rect x="1.5" y="1.5" width="247" height="347" rx="18" fill="url(#paper)" '
            'stroke="#3b2f22" stroke-opacity="0.45" stroke-width="3"/>')


# Pip centres in the card's 250 x 350 box; rows from the top, the pips of
# the lower half are drawn upside down like on a real card.
X_L, X_C, X_R = 84, 125, 166
Y1, Y4 = 62, 288
PIPS = {
    2: [(X_C, Y1), (X_C, Y4)],
    3: [(X_C, Y1), (X_C, 175), (X_C, Y4)],
    4: [(X_L, Y1), (X_R, Y1), (X_L, Y4), (X_R, Y4)],
    5: [(X_L, Y1), (X_R, Y1), (X_C, 175), (X_L, Y4), (X_R, Y4)],
    6: [(X_L, Y1), (X_R, Y1), (X_L, 175), (X_R, 175), (X_L, Y4), (X_R, Y4)],
    7: [(X_L, Y1), (X_R, Y1), (X_C, 118), (X_L, 175), (X_R, 175), (X_L, Y4), (X_R, Y4)],
    8: [(X_L, Y1), (X_R, Y1), (X_C, 118), (X_L, 175), (X_R, 175), (X_C, 232), (X_L, Y4),
        (X_R, Y4)],
    9: [(X_L, Y1), (X_R, Y1), (X_L, 137), (X_R, 137), (X_C, 175), (X_L, 213), (X_R, 213),
        (X_L, Y4), (X_R, Y4)],
    10: [(X_L, Y1), (X_R, Y1), (X_C, 100), (X_L, 137), (X_R, 137), (X_L, 213), (X_R, 213),
         (X_C, 250), (X_L, Y4), (X_R, Y4)],
}

CROWN = ("M14 70 L8 24 L30 46 L50 14 L70 46 L92 24 L86 70 Z")
SHIELD = "M14 8 H86 V44 C86 70 70 86 50 98 C30 86 14 70 14 44 Z"


def court(s, value):
    """The jack (a shield) or the queen (a crown), double-ended."""
    main, dark = SUIT_COLOUR[s]
    out = ['<rect x="52" y="40" width="146" height="270" rx="10" fill="#ffffff" '
           f'fill-opacity="0.7" stroke="{main}" stroke-width="3"/>',
           f'<rect x="60" y="48" width="130" height="254" rx="6" fill="{main}" '
           'fill-opacity="0.08"/>',
           f'<path d="M60 175 H190" stroke="{main}" stroke-width="2" stroke-opacity="0.5"/>']
    for rot in (0, 180):
        g = []
        if value == "q":
            g.append(f'<g transform="translate(80 66) scale(0.9)"><path d="{CROWN}" '
                     f'fill="#e9b64a" stroke="{dark}" stroke-width="4" '
                     'stroke-linejoin="round"/>'
                     f'<circle cx="50" cy="14" r="7" fill="{main}"/>'
                     f'<circle cx="8" cy="24" r="6" fill="{main}"/>'
                     f'<circle cx="92" cy="24" r="6" fill="{main}"/>'
                     '<path d="M14 70 H86" stroke="#ffffff" stroke-width="4" '
                     'stroke-opacity="0.6"/></g>')
        else:
            g.append(f'<g transform="translate(77.5 54) scale(0.95)"><path d="{SHIELD}" '
                     f'fill="{main}" stroke="{dark}" stroke-width="5" stroke-linejoin="round"/>'
                     '<path d="M24 18 H76 V44 C76 64 64 77 50 86 C36 77 24 64 24 44 Z" '
                     'fill="none" stroke="#e9b64a" stroke-width="4"/></g>')
            g.append(suit_symbol(s, 125, 96, 40, fill="#ffffff"))
            out.append(f'<g transform="rotate({rot} 125 175)">{"".join(g)}</g>')
            continue
        g.append(suit_symbol(s, 125, 150, 40))
        out.append(f'<g transform="rotate({rot} 125 175)">{"".join(g)}</g>')
    return "".join(out)


def uad_card(value, s):
    main, dark = SUIT_COLOUR[s]
    name = {"j": "jack", "q": "queen"}.get(value, value)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
             f'viewBox="0 0 {W} {H}">',
             f'<!-- Updown card face: Up & Down, {name} of {SUIT_NAME[s]}. The corner values '
             'are drawn by the program. -->',
             f'<defs>{paper_defs(main, dark)}</defs>',
             card_outline()]
    # corner suits under the values the program writes at (30, 36) and
    # (220, 314)
    parts.append(suit_symbol(s, 30, 80, 30))
    parts.append(suit_symbol(s, 220, 270, 30, 180))
    if value in ("j", "q"):
        parts.append(court(s, value))
    else:
        for (x, y) in PIPS[int(value)]:
            parts.append(suit_symbol(s, x, y, 50, 180 if y > 175 else 0))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# ---- the UP&DOWN card --------------------------------------------------------

def board(face):
    """A square card; its edges carry, clockwise from the bottom, diamonds,
    hearts, spades, clubs (R-UAD-2), each upright for the player it faces."""
    if face == "up":
        c0, c1, c2, what = "#3f86de", "#1d4f9c", "#9cc6ff", "UP side (blue)"
    else:
        c0, c1, c2, what = "#3fae62", "#1b6e3a", "#a6e6b8", "DOWN side (green)"
    S = 300
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{S}" height="{S}" '
             f'viewBox="0 0 {S} {S}">',
             f'<!-- Updown: the UP&DOWN card, {what}. The program writes UP or DOWN on '
             'it. -->',
             '<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.7">'
             f'<stop offset="0" stop-color="{c0}"/><stop offset="1" stop-color="{c1}"/>'
             '</radialGradient>'
             '<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1">'
             '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff"/>'
             '</linearGradient></defs>',
             f'<rect x="2" y="2" width="{S - 4}" height="{S - 4}" rx="26" fill="#fbf6ea" '
             'stroke="#3b2f22" stroke-opacity="0.5" stroke-width="3"/>',
             f'<rect x="12" y="12" width="{S - 24}" height="{S - 24}" rx="18" fill="url(#bg)"/>',
             f'<rect x="22" y="22" width="{S - 44}" height="{S - 44}" rx="12" fill="none" '
             f'stroke="{c2}" stroke-width="2.5" stroke-opacity="0.8"/>']
    # a ring behind the word; the program draws the word and its arrows
    # upright, since the card itself turns
    parts.append(f'<circle cx="150" cy="150" r="78" fill="none" stroke="{c2}" '
                 'stroke-opacity="0.45" stroke-width="3"/>')
    parts.append('<circle cx="150" cy="150" r="70" fill="#ffffff" fill-opacity="0.08"/>')

    # the four suits on white medallions, each turned to its edge
    edges = ["d", "h", "s", "c"]  # bottom, left, top, right: clockwise
    for k, s in enumerate(edges):
        rot = 90 * k  # the bottom one upright for the player at the bottom
        main, dark = SUIT_COLOUR[s]
        parts.append(f'<g transform="rotate({rot} 150 150)">'
                     '<path d="M96 290 C96 248 118 232 150 232 C182 232 204 248 204 290 Z" '
                     f'fill="#ffffff" stroke="{dark}" stroke-width="3"/>'
                     f'<g transform="translate(150 262) scale(0.40) translate(-50 -50)">'
                     f'<path d="{SUIT_PATH[s]}" fill="{main}"/></g></g>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# ---- dice --------------------------------------------------------------------

DIE_PIPS = {
    1: [(50, 50)],
    2: [(28, 28), (72, 72)],
    3: [(26, 26), (50, 50), (74, 74)],
    4: [(28, 28), (72, 28), (28, 72), (72, 72)],
    5: [(27, 27), (73, 27), (50, 50), (27, 73), (73, 73)],
    6: [(29, 25), (71, 25), (29, 50), (71, 50), (29, 75), (71, 75)],
}


def die(n):
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
             'viewBox="0 0 100 100">',
             f'<!-- Updown: a die showing {n}. -->',
             '<defs><linearGradient id="body" x1="0" y1="0" x2="1" y2="1">'
             '<stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="#e3d9c2"/>'
             '</linearGradient><radialGradient id="pip" cx="0.4" cy="0.35" r="0.7">'
             '<stop offset="0" stop-color="#4a3b2c"/><stop offset="1" stop-color="#17110b"/>'
             '</radialGradient></defs>',
             '<rect x="3" y="3" width="94" height="94" rx="18" fill="url(#body)" '
             'stroke="#5a4a36" stroke-opacity="0.6" stroke-width="2.5"/>',
             '<rect x="9" y="9" width="82" height="82" rx="13" fill="none" stroke="#ffffff" '
             'stroke-opacity="0.7" stroke-width="2"/>']
    r = 10 if n == 1 else 8.5
    for (x, y) in DIE_PIPS[n]:
        fill = "#c8202f" if n == 1 else "url(#pip)"
        parts.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# ---- 3UP 3DOWN ---------------------------------------------------------------

T3 = {  # main, dark, light, symbol name
    "red": ("#d8412f", "#8e1f14", "#f7c9bf", "flame"),
    "green": ("#2f9a52", "#135c2c", "#c4ead0", "leaf"),
    "blue": ("#2f6fd0", "#163f86", "#c6dafa", "drop"),
}
T3_SYMBOL = {
    "flame": "M50 96 C26 96 12 80 12 60 C12 40 28 30 32 8 C44 22 46 34 44 46 "
             "C52 40 56 30 56 20 C74 34 88 50 88 64 C88 82 72 96 50 96 Z "
             "M50 90 C62 90 70 82 70 72 C70 62 62 56 58 46 C54 58 46 62 42 56 "
             "C36 64 30 68 30 74 C30 84 38 90 50 90 Z",
    "leaf": "M50 3 C72 20 90 40 85 62 C81 79 66 87 53 88 L53 98 L47 98 L47 88 "
            "C34 87 19 79 15 62 C10 40 28 20 50 3 Z M48.6 82 L50 20 L51.4 82 Z",
    "drop": "M50 4 C62 26 86 48 86 66 C86 84 70 96 50 96 C30 96 14 84 14 66 "
            "C14 48 38 26 50 4 Z",
}


def t3_symbol(colour, cx, cy, size, fill, rot=0):
    k = size / 100.0
    path = T3_SYMBOL[T3[colour][3]]
    return (f'<g transform="translate({cx:.2f} {cy:.2f}) rotate({rot}) scale({k:.4f}) '
            f'translate(-50 -50)"><path d="{path}" fill="{fill}" fill-rule="evenodd"/></g>')


# The pattern lies on the frame around the middle panel only (what the
# panel covers would cost drawing time for nothing): four bands.
T3_BANDS = [(9, 9, 241, 70), (9, 280, 241, 341), (9, 70, 30, 280), (220, 70, 241, 280)]


def t3_pattern(colour, stroke):
    """The colour's pattern on the frame, cut to its bands by hand (no clip
    paths), each kind in one path."""
    out = []
    if colour == "red":  # diagonal stripes: the lines x - y = c
        for c in range(-400, 400, 16):
            for (x0, y0, x1, y1) in T3_BANDS:
                ya, yb = max(y0, x0 - c), min(y1, x1 - c)
                if yb > ya:
                    out.append(f"M{ya + c:.1f} {ya:.1f} L{yb + c:.1f} {yb:.1f}")
        return (f'<path d="{" ".join(out)}" stroke="{stroke}" stroke-width="5" '
                'stroke-opacity="0.55" fill="none"/>')
    if colour == "green":  # dots, drawn as small diamonds
        for row in range(24):
            y = 16 + row * 14
            for col in range(16):
                x = (16 if row % 2 == 0 else 24) + col * 16
                if any(x0 + 3 <= x <= x1 - 3 and y0 + 3 <= y <= y1 - 3
                       for (x0, y0, x1, y1) in T3_BANDS):
                    out.append(f"M{x} {y - 3.8:.1f} L{x + 3.8:.1f} {y} L{x} {y + 3.8:.1f} "
                               f"L{x - 3.8:.1f} {y} Z")
        return f'<path d="{" ".join(out)}" fill="{stroke}" fill-opacity="0.6"/>'
    # blue: waves
    for (x0, y0, x1, y1) in T3_BANDS:
        y = y0 + 8
        while y < y1 - 4:
            d = [f"M{x0:.1f} {y:.1f}"]
            x = x0
            up = True
            while x < x1 - 0.1:
                nx = min(x + 12, x1)
                d.append(f"Q{(x + nx) / 2:.1f} {y - 6 if up else y + 6:.1f} {nx:.1f} {y:.1f}")
                x = nx
                up = not up
            out.append(" ".join(d))
            y += 14
    return (f'<path d="{" ".join(out)}" stroke="{stroke}" stroke-width="3.2" '
            'stroke-opacity="0.6" fill="none"/>')


def t3_card(colour, clear):
    main, dark, light, sym = T3[colour]
    kind = "Clear cards" if clear else "numbered cards"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
             f'viewBox="0 0 {W} {H}">',
             f'<!-- Updown card face: 3UP 3DOWN, {colour} {kind} ({sym} on its pattern). '
             'The values are drawn by the program. -->',
             '<defs>'
             '<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">'
             '<stop offset="0" stop-color="#fffdf7"/><stop offset="1" stop-color="#f1e9d8"/>'
             '</linearGradient>'
             '<linearGradient id="frame" x1="0" y1="0" x2="1" y2="1">'
             f'<stop offset="0" stop-color="{main}"/><stop offset="1" stop-color="{dark}"/>'
             '</linearGradient>'
             '<radialGradient id="dark" cx="0.5" cy="0.45" r="0.75">'
             f'<stop offset="0" stop-color="{main}"/><stop offset="1" stop-color="{dark}"/>'
             '</radialGradient></defs>',
             card_outline(),
             # the coloured frame with the pattern on it
             '<rect x="9" y="9" width="232" height="332" rx="13" fill="url(#frame)"/>',
             t3_pattern(colour, light)]
    if clear:
        # a dark centre with a whirl that sweeps the pile away
        parts.append('<rect x="30" y="70" width="190" height="210" rx="14" fill="url(#dark)" '
                     'stroke="#ffffff" stroke-width="4"/>')
        for i, r in enumerate((70, 52, 34)):
            a0, a1 = -0.3 + i * 0.9, 4.2 + i * 0.9
            x0, y0 = 125 + r * math.cos(a0), 175 + r * math.sin(a0)
            x1, y1 = 125 + r * math.cos(a1), 175 + r * math.sin(a1)
            parts.append(f'<path d="M{x0:.1f} {y0:.1f} A{r} {r} 0 1 1 {x1:.1f} {y1:.1f}" '
                         'fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="9" '
                         'stroke-linecap="round"/>')
    else:
        parts.append('<rect x="30" y="70" width="190" height="210" rx="14" fill="url(#paper)" '
                     f'stroke="{dark}" stroke-width="3"/>')
        parts.append(t3_symbol(colour, 125, 175, 150, main).replace(
            'fill-rule', 'fill-opacity="0.16" fill-rule'))
    # the corner places for the small values, with the symbol beside them
    for (cx, cy, rot) in ((40, 40, 0), (210, 310, 180)):
        parts.append(f'<g transform="rotate({rot} {cx} {cy})">'
                     f'<rect x="{cx - 28}" y="{cy - 26}" width="94" height="48" rx="12" '
                     'fill="#fffdf7" stroke="#3b2f22" stroke-opacity="0.25" stroke-width="2"/>'
                     f'{t3_symbol(colour, cx + 44, cy - 2, 30, main)}</g>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def write(rel, text):
    path = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    for s in "cdhs":
        for v in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q"]:
            write(f"cards/uad-{v}{s}.svg", uad_card(v, s))
    write("cards/uad-board-up.svg", board("up"))
    write("cards/uad-board-down.svg", board("down"))
    for n in range(1, 7):
        write(f"dice/die-{n}.svg", die(n))
    for colour in T3:
        write(f"cards/t3-{colour}.svg", t3_card(colour, False))
        write(f"cards/t3-clear-{colour}.svg", t3_card(colour, True))


if __name__ == "__main__":
    main()
