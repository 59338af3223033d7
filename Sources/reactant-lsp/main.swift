// The reactant-lsp executable. Server mode and `--check` arrive with their issues.
import ReactantLSP
