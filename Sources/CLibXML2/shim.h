#ifndef REACTANT_LSP_CLIBXML2_SHIM_H
#define REACTANT_LSP_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlregexp.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlschemastypes.h>
#include <libxml/xpath.h>

#endif
