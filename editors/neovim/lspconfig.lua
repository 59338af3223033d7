-- An nvim-lspconfig entry for reactant-lsp. Put this file's contents in your config (or
-- `dofile()` it) before calling `require('lspconfig').reactant_lsp.setup({})`.

-- *.ui.xml and *.styles.xml get their own filetype, highlighted as XML.
vim.api.nvim_create_autocmd({ 'BufNewFile', 'BufRead' }, {
  pattern = { '*.ui.xml', '*.styles.xml' },
  callback = function(args)
    vim.api.nvim_buf_set_option(args.buf, 'filetype', 'reactant-ui')
    vim.api.nvim_buf_set_option(args.buf, 'syntax', 'xml')
  end,
})

local configs = require('lspconfig.configs')
local util = require('lspconfig.util')

if not configs.reactant_lsp then
  configs.reactant_lsp = {
    default_config = {
      cmd = { 'reactant-lsp' },
      filetypes = { 'reactant-ui' },
      root_dir = util.root_pattern('Package.swift', '.git'),
      single_file_support = true,
      settings = { reactant = {} },
      -- The server reads the same settings from initializationOptions at startup.
      before_init = function(params, config)
        params.initializationOptions = config.settings
      end,
    },
    docs = {
      description = 'Language server for Reactant UI .ui.xml and .styles.xml files.',
    },
  }
end
