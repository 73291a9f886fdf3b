"""Render the app icon (`resources/icons/meja-kartu.svg`) to what each installer wants.

`python packaging/app_icons.py OUT_DIR` writes
- `OUT_DIR/hicolor/<N>x<N>/apps/meja-kartu.png` and `hicolor/scalable/apps/meja-kartu.svg`
  (the freedesktop icon theme layout the .deb ships under /usr/share/icons),
- `OUT_DIR/meja-kartu.ico` (Windows: the .exe, the installer, the Start-menu entry),
- `OUT_DIR/meja-kartu.icns` (macOS: the .app bundle).

Only Qt draws (QSvgRenderer); the ICO and ICNS containers are written here because Qt writes
single-image files only, and Pillow is not a dependency.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICON_SVG = ROOT / "resources" / "icons" / "meja-kartu.svg"
ICON_NAME = "meja-kartu"

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types by pixel size; the retina (@2x) types reuse the same pixels.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon drawn at `size`×`size`, straight (not premultiplied) alpha."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def _dib_bytes(image: QImage) -> bytes:
    """A 32-bit BMP body for an ICO entry: header, BGRA rows bottom-up, then the AND mask
    (1 where fully transparent), which old renderers use instead of the alpha channel."""
    width, height = image.width(), image.height()
    row_bytes = width * 4
    pixels = bytes(image.constBits())
    stride = image.bytesPerLine()
    rows = [pixels[y * stride:y * stride + row_bytes] for y in range(height)]
    mask_stride = ((width + 31) // 32) * 4
    mask_rows = []
    for row in rows:
        bits = bytearray(mask_stride)
        for x in range(width):
            if row[x * 4 + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(bits))
    body = b"".join(reversed(rows)) + b"".join(reversed(mask_rows))
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(body), 0, 0, 0, 0)
    return header + body


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """A multi-size .ico: BMP entries below 256 px (read everywhere), PNG at 256 px (the only
    size Windows requires to be compressed)."""
    sizes = sorted(images)
    bodies = [png_bytes(images[size]) if size >= 256 else _dib_bytes(images[size])
              for size in sizes]
    offset = 6 + 16 * len(sizes)
    directory = [struct.pack("<HHH", 0, 1, len(sizes))]
    for size, body in zip(sizes, bodies, strict=True):
        edge = 0 if size >= 256 else size
        directory.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(body), offset))
        offset += len(body)
    return b"".join(directory) + b"".join(bodies)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .icns with PNG payloads for every type in ICNS_TYPES."""
    elements = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                        for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def write_icons(out_dir: Path, svg: Path = ICON_SVG) -> list[Path]:
    """Write every icon file into `out_dir`; returns the paths written."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: Qt cannot read this SVG")
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    images = {size: render(renderer, size) for size in sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    written: list[Path] = []

    def emit(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in HICOLOR_SIZES:
        emit(out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png", pngs[size])
    emit(out_dir / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg", svg.read_bytes())
    emit(out_dir / f"{ICON_NAME}.ico", ico_bytes({size: images[size] for size in ICO_SIZES}))
    emit(out_dir / f"{ICON_NAME}.icns", icns_bytes(pngs))
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/app_icons.py OUT_DIR", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out_dir = Path(argv[0])
    if out_dir.exists():
        shutil.rmtree(out_dir)
    for path in write_icons(out_dir):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
