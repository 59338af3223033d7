-- Reactant UI files in Neovim's built-in LSP client: filetype detection for *.ui.xml and
-- *.styles.xml, XML highlighting, and one reactant-lsp per project root.
-- Works on Neovim 0.7 (vim.lsp.start_client) and later (vim.lsp.start).
--
--   vim.opt.runtimepath:append('/path/to/reactant-lsp/editors/neovim')
--   require('reactant_lsp').setup({ cmd = { 'reactant-lsp' } })

local M = {}

M.filetype = 'reactant-ui'

M.defaults = {
  cmd = { 'reactant-lsp' },
  -- Files or directories that mark a project root, searched upwards from the file.
  root_markers = { 'Package.swift', '.git' },
  -- What the server reads (initializationOptions and workspace/didChangeConfiguration).
  settings = {
    reactant = {
      schemaDirectories = {},
      diagnostics = { xml = true, schema = true, layout = true, references = true, crossFile = true },
      trace = 'off',
    },
  },
}

local config = vim.deepcopy(M.defaults)
local clients_by_root = {}

local function is_file_or_dir(path)
  return vim.loop.fs_stat(path) ~= nil
end

--- The nearest ancestor of `path` containing a root marker, or the file's own directory.
function M.root_dir(path)
  local start = vim.fn.fnamemodify(path, ':p:h')
  local dir = start
  while dir and dir ~= '' do
    for _, marker in ipairs(config.root_markers) do
      if is_file_or_dir(dir .. '/' .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then
      break
    end
    dir = parent
  end
  return start
end

local function client_config(root)
  return {
    name = 'reactant-lsp',
    cmd = config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = config.settings,
    settings = config.settings,
    on_init = function(client)
      -- Neovim 0.8+ sends the settings itself after `initialized`; 0.7 does not.
      if vim.fn.has('nvim-0.8') == 0 then
        client.notify('workspace/didChangeConfiguration', { settings = config.settings })
      end
    end,
    on_exit = function(code, signal)
      clients_by_root[root] = nil
      if config.on_exit then
        config.on_exit(code, signal)
      end
    end,
  }
end

--- Attaches the buffer to the server for its project, starting the server if needed.
function M.attach(bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then
    return
  end
  local root = M.root_dir(path)
  if vim.lsp.start then
    vim.lsp.start(client_config(root), { bufnr = bufnr })
    return
  end
  local client_id = clients_by_root[root]
  if not client_id or vim.lsp.client_is_stopped(client_id) then
    client_id = vim.lsp.start_client(client_config(root))
    if not client_id then
      vim.notify('reactant-lsp: could not start ' .. table.concat(config.cmd, ' '), vim.log.levels.ERROR)
      return
    end
    clients_by_root[root] = client_id
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
end

--- Sets up filetype detection and starts the server for Reactant UI buffers.
--- `opts` may override `cmd`, `root_markers` and `settings` (merged into the defaults), and
--- set `on_exit = function(code, signal)`, called when a server process ends.
function M.setup(opts)
  config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  local group = vim.api.nvim_create_augroup('reactant_lsp', { clear = true })
  -- Detection: set after the generic *.xml rule so it wins.
  vim.api.nvim_create_autocmd({ 'BufNewFile', 'BufRead' }, {
    group = group,
    pattern = { '*.ui.xml', '*.styles.xml' },
    callback = function(args)
      vim.api.nvim_buf_set_option(args.buf, 'filetype', M.filetype)
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.filetype,
    callback = function(args)
      vim.api.nvim_buf_set_option(args.buf, 'syntax', 'xml')
      M.attach(args.buf)
    end,
  })
end

return M
