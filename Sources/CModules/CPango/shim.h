#ifndef CPango_SHIM_H
#define CPango_SHIM_H
#include <pango/pangocairo.h>
#endif
