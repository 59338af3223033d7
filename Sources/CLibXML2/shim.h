#ifndef REACTANT_LSP_CLIBXML2_SHIM_H
#define REACTANT_LSP_CLIBXML2_SHIM_H

/* libxml2 is built with ICU on Debian, and its encoding header then includes the system ICU
   headers, whose UErrorCode clashes with the copy inside Foundation. Nothing here uses
   libxml2's ICU converters (only pointers to the handler struct), so hide them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlregexp.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlschemastypes.h>
#include <libxml/xpath.h>

#endif
