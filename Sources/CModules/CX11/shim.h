#ifndef CX11_SHIM_H
#define CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>

/* XDestroyImage is a macro through the image's own function table, which Swift cannot call:
   this function is that macro. */
static inline int hitscope_destroy_image(XImage *image) { return XDestroyImage(image); }
#endif
