"""Renders SVG pictures to PNG with cairosvg and checks each PNG: a real PNG, not empty, of
the width and height the SVG declares; and measures every text with cairo's own font (the
one cairosvg draws with) to check that it lies inside the canvas, nothing cut. Run by
tests/pictures.rs on the README's pictures and every default picture:

    python3 tests/render_pictures.py docs/dawsons-chess.svg docs/wythoff.svg

Prints one line a picture (its size), or one "skipped" line when cairosvg is not installed
(pip install cairosvg); exits 1 on a picture that does not render as it should."""

import re
import struct
import sys
import tempfile
import os
import xml.etree.ElementTree as ElementTree

try:
    import cairosvg
except ImportError:
    print("skipped: cairosvg is not installed (pip install cairosvg renders the pictures)")
    sys.exit(0)


def declared_size(svg):
    """The width and height on the root element."""
    root = re.search(r"<svg\b[^>]*>", svg)
    if root is None:
        raise ValueError("no <svg> element")
    width = re.search(r'\bwidth="(\d+)"', root.group(0))
    height = re.search(r'\bheight="(\d+)"', root.group(0))
    if width is None or height is None:
        raise ValueError("the root states no width or height")
    return int(width.group(1)), int(height.group(1))


def png_size(data):
    """The width and height in a PNG's header (IHDR)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


SVG = "{http://www.w3.org/2000/svg}"


def texts_outside(svg):
    """The texts of `svg` that cairo draws past the canvas, each with where it lies."""
    import cairocffi as cairo

    root = ElementTree.fromstring(svg)
    width, height = float(root.get("width")), float(root.get("height"))
    family = root.get("font-family", "sans-serif")
    context = cairo.Context(cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1))
    context.select_font_face(family)
    outside = []
    for text in root.iter(SVG + "text"):
        size = float(text.get("font-size", root.get("font-size", "12")))
        x, y = float(text.get("x", "0")), float(text.get("y", "0"))
        lines = [(x, y, text.text or "")]
        for span in text.iter(SVG + "tspan"):
            y += float(span.get("dy", "0"))
            lines.append((float(span.get("x", x)), y, span.text or ""))
        context.set_font_size(size)
        for x, y, words in lines:
            if not words.strip():
                continue
            x_bearing, y_bearing, w, h, x_advance, _ = context.text_extents(words)
            left = x + x_bearing - (x_advance if text.get("text-anchor") == "end" else 0)
            top = y + y_bearing
            if left < 0 or top < 0 or left + w > width or top + h > height:
                outside.append(f"{words!r} spans ({left:.0f}, {top:.0f}) to "
                               f"({left + w:.0f}, {top + h:.0f}) in {width:.0f} x {height:.0f}")
    return outside


def main(files):
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        for name in files:
            with open(name, encoding="utf-8") as f:
                svg = f.read()
            png = os.path.join(folder, os.path.basename(name) + ".png")
            try:
                expected = declared_size(svg)
                cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=png)
                with open(png, "rb") as f:
                    data = f.read()
                got = png_size(data)
            except Exception as error:  # any failure to render is this picture's failure
                print(f"{name}: does not render: {error}")
                failed = True
                continue
            outside = texts_outside(svg)
            if got != expected or len(data) < 1000:
                print(f"{name}: a PNG of {got[0]} x {got[1]} ({len(data)} bytes), "
                      f"expected {expected[0]} x {expected[1]}")
                failed = True
            elif outside:
                print(f"{name}: text cut off: {'; '.join(outside)}")
                failed = True
            else:
                print(f"{name}: {got[0]} x {got[1]} PNG, {len(data)} bytes")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
