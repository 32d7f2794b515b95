// libpng, for the PNG contact sheets (pkg-config libpng; Debian: libpng-dev).
#include <png.h>
