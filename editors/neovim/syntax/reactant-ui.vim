" Reactant UI files are XML. Neovim loads this file for the `reactant-ui` filetype through its
" own syntax mechanism, so the highlighting is not overwritten after the filetype is set.
if exists('b:current_syntax')
  finish
endif
runtime! syntax/xml.vim
unlet! b:current_syntax
let b:current_syntax = 'reactant-ui'
