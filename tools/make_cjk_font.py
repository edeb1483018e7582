#!/usr/bin/python3
"""Makes assets/fonts/UpdownCJK-{Regular,Bold}.otf: Noto Sans CJK JP (SIL
Open Font License 1.1, from Debian's fonts-noto-cjk) cut down to what a
Japanese player reads and types: ASCII and the Latin letters of French and
German, the punctuation and symbols the program writes, kana, the full-width
forms, the kanji of JIS X 0208, of JIS X 0213's first plane and of code
page 932's extensions (the names people type), and every character of
po/ja.po.

    apt-get install fonts-noto-cjk python3-fonttools
    tools/make_cjk_font.py

The window draws a text in it when the text holds a character that DejaVu
Sans lacks (src/engine/eng_draw.c)."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"  # face 0: JP


def name_kanji():
    """The kanji of JIS X 0208 and of JIS X 0213's first plane, and the NEC
    and IBM extensions of code page 932 (髙, 﨑): what an input method
    offers for people's names."""
    chars = set()
    for codec, leads in (("euc_jis_2004", range(0xA1, 0xFF)), ("cp932", range(0x81, 0xFD))):
        for hi in leads:
            for lo in range(0x40, 0xFF):
                try:
                    chars.update(bytes([hi, lo]).decode(codec))
                except UnicodeDecodeError:
                    pass
    return set(c for c in chars if ord(c) >= 0x80)


def wanted():
    chars = set(chr(c) for c in range(0x20, 0x7F))
    ranges = [(0xA0, 0x17F), (0x2000, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF),
              (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x3000, 0x30FF), (0xFF00, 0xFFEF)]
    for lo, hi in ranges:
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars |= name_kanji()
    po = os.path.join(ROOT, "po", "ja.po")
    if os.path.exists(po):
        with open(po, encoding="utf-8") as f:
            chars |= set(f.read())
    return "".join(sorted(c for c in chars if c.isprintable() or c == "\u3000"))


def main():
    text = wanted()
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write(text)
        listing = f.name
    try:
        for weight in ("Regular", "Bold"):
            out = os.path.join(ROOT, "assets", "fonts", "UpdownCJK-{}.otf".format(weight))
            subprocess.run([sys.executable, "-m", "fontTools.subset", SRC.format(weight), "--font-number=0",
                            "--text-file=" + listing, "--layout-features=*",
                            "--name-IDs=*", "--name-legacy", "--notdef-outline",
                            "--no-hinting", "--output-file=" + out],
                           check=True)
            print(out, os.path.getsize(out), "bytes")
    finally:
        os.unlink(listing)
    return 0


if __name__ == "__main__":
    sys.exit(main())
