#ifndef CXEXT_SHIM_H
#define CXEXT_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/extensions/XShm.h>
#endif
