#ifndef REACTANT_LSP_CMALLOC_SHIM_H
#define REACTANT_LSP_CMALLOC_SHIM_H

/* glibc's allocator tuning (mallopt), which Swift's Glibc module leaves out. */
#if defined(__linux__)
#include <malloc.h>
#endif

#endif
