#ifndef CXTest_SHIM_H
#define CXTest_SHIM_H
#include <X11/extensions/XTest.h>
#endif
