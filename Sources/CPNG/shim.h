// libpng, for the PNG contact sheets (pkg-config libpng; Debian: libpng-dev), and zlib, which
// checks a PNG's image data before libpng sees it (Debian: zlib1g-dev, a libpng-dev dependency).
#include <png.h>
#include <zlib.h>
