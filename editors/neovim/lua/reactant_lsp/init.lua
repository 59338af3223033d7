-- Reactant UI files in Neovim's built-in LSP client: filetype detection for *.ui.xml and
-- *.styles.xml, XML highlighting (syntax/reactant-ui.vim), one reactant-lsp per project root,
-- and on attach `omnifunc` and the usual keys. Works on Neovim 0.7 (vim.lsp.start_client) and
-- later (vim.lsp.start); newer APIs (vim.lsp.buf.format, inlay hints) are used when present.
--
--   vim.opt.runtimepath:append('/path/to/reactant-lsp/editors/neovim')
--   require('reactant_lsp').setup({ cmd = { 'reactant-lsp' } })

local M = {}

M.filetype = 'reactant-ui'

M.defaults = {
  cmd = { 'reactant-lsp' },
  -- Files or directories that mark a project root, searched upwards from the file.
  root_markers = { 'Package.swift', '.git' },
  -- Buffer-local keys set on attach; `false` sets none.
  keymaps = {
    hover = 'K',
    definition = 'gd',
    references = 'gr',
    rename = '<leader>rn',
    code_action = '<leader>ca',
    -- The whole message of the diagnostics on the cursor's line, in a float: the fix is at the
    -- end of a long message, where virtual text and the echo area cut it.
    diagnostic = '<leader>e',
    fix_all = '<leader>cf',
    format = '<leader>f',
    preview = '<leader>lp',
    live_preview = '<leader>lP',
  },
  -- Layout preview (`<leader>lp`, :ReactantPreview): the devices offered, the default first
  -- (the server's `reactant.layout.device` is its own default when none is chosen), and the
  -- command that opens the SVG file; a function(path) may stand in for it.
  preview = {
    devices = { 'iphone-15', 'iphone-se', 'iphone-8', 'iphone-15-landscape', 'iphone-15-pro-max',
      'ipad-portrait', 'ipad-landscape' },
    opener = vim.fn.has('mac') == 1 and { 'open' } or { 'xdg-open' },
  },
  -- Show inlay hints where Neovim can (0.10 and later).
  inlay_hints = true,
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

--- Formats the buffer with the server, by the API this Neovim has.
function M.format(bufnr)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, name = 'reactant-lsp', timeout_ms = 5000 })
  else
    vim.lsp.buf.formatting_sync(nil, 5000)
  end
end

--- The reactant-lsp client attached to the buffer (Neovim 0.7 and later).
local function attached_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == 'reactant-lsp' then
      return client
    end
  end
end

--- Sends a request to `client`: a method call (`client:request`) on 0.11+, where the function
--- form is deprecated; the function form before.
local function request(client, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

--- Sends a notification to `client`, as `request` sends a request.
local function notify(client, method, params)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

--- Opens `path` with `config.preview.opener` (a command list, or a function of the path).
local function open_preview(path)
  local opener = config.preview.opener
  if type(opener) == 'function' then
    opener(path)
    return
  end
  local command = vim.list_extend(vim.deepcopy(opener), { path })
  -- jobstart throws (E475) rather than returning <= 0 when the program is not found.
  local ok, started = pcall(vim.fn.jobstart, command, { detach = true })
  if not ok or type(started) ~= 'number' or started <= 0 then
    vim.notify('reactant-lsp: could not run ' .. table.concat(command, ' ') .. '; the preview is ' .. path,
      vim.log.levels.WARN)
    return false
  end
  return true
end

--- Shows the whole message of each diagnostic on the cursor's line in a float
--- (vim.diagnostic.open_float, the same call on 0.7 and later).
function M.show_diagnostics(bufnr)
  return vim.diagnostic.open_float({ bufnr = bufnr, scope = 'line' })
end

--- Applies the server's "Fix all layout warnings in this file" (`source.fixAll`) to the buffer.
--- Asked for directly rather than through vim.lsp.buf.code_action, whose argument changed
--- between 0.7 (the context itself) and 0.8 (`{ context = … }`), and which asks to pick even one
--- action on 0.7. `on_done(applied, problem)` is called once the edit is applied, or with false
--- and the reason.
function M.fix_all(bufnr, on_done)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local function finish(applied, problem)
    if problem then
      vim.notify('reactant-lsp: ' .. problem, vim.log.levels.INFO)
    end
    if on_done then
      on_done(applied, problem)
    end
  end
  local client = attached_client(bufnr)
  if not client then
    finish(false, 'reactant-lsp is not attached to this buffer')
    return
  end
  local last = vim.api.nvim_buf_line_count(bufnr)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = last, character = 0 } },
    context = { diagnostics = {}, only = { 'source.fixAll' } },
  }
  request(client, 'textDocument/codeAction', params, function(err, actions)
    if err then
      finish(false, 'fix all failed: ' .. tostring(err.message))
      return
    end
    for _, action in ipairs(type(actions) == 'table' and actions or {}) do
      if action.kind == 'source.fixAll' and action.edit then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or 'utf-16')
        finish(true)
        return
      end
    end
    finish(false, 'no layout warning of this file has a verified fix')
  end, bufnr)
end

--- Lays out the buffer's text as it is now (unsaved changes included: the server reads the
--- open document) on `device` (nil: the server's default), writes the SVG to a temporary
--- file and opens it. `on_done(path)` is called with the file, or with nil and the reason.
function M.preview(bufnr, device, on_done)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local function finish(path, problem)
    if problem then
      vim.notify('reactant-lsp: no preview (' .. problem .. ')', vim.log.levels.WARN)
    end
    if on_done then
      on_done(path, problem)
    end
  end
  local client = attached_client(bufnr)
  if not client then
    finish(nil, 'reactant-lsp is not attached to this buffer')
    return
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, device = device, format = 'svg' }
  -- A client's request sends the buffer's pending changes first.
  request(client, 'reactant/preview', params, function(err, result)
    if err or type(result) ~= 'table' or type(result.content) ~= 'string' then
      finish(nil, err and err.message or 'the server sent no drawing')
      return
    end
    local path = vim.fn.tempname() .. '-' .. result.device .. '.svg'
    local file = io.open(path, 'w')
    if not file then
      finish(nil, 'cannot write ' .. path)
      return
    end
    file:write(result.content)
    file:close()
    open_preview(path)
    finish(path)
  end, bufnr)
end

--- Opens the buffer's live preview in the browser: the server's `reactant.openPreview` command
--- serves a page redrawn on every edit. The URL it returns is opened with `preview.opener` (the
--- server's `window/showDocument` for it is answered without opening it twice); from then on
--- cursor moves are sent (`reactant/cursorMoved`) so the page outlines the view under the cursor.
--- `on_done(url)` is called with the URL, or with nil and the reason.
function M.live_preview(bufnr, on_done)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = attached_client(bufnr)
  if not client then
    vim.notify('reactant-lsp: no live preview (reactant-lsp is not attached to this buffer)', vim.log.levels.WARN)
    if on_done then on_done(nil, 'not attached') end
    return
  end
  local params = { command = 'reactant.openPreview', arguments = { vim.uri_from_bufnr(bufnr) } }
  request(client, 'workspace/executeCommand', params, function(err, url)
    if err or type(url) ~= 'string' then
      local problem = err and err.message or 'the server sent no URL'
      vim.notify('reactant-lsp: no live preview (' .. problem .. ')', vim.log.levels.WARN)
      if on_done then on_done(nil, problem) end
      return
    end
    open_preview(url)
    local last
    vim.api.nvim_create_autocmd({ 'CursorMoved', 'CursorMovedI' }, {
      group = vim.api.nvim_create_augroup('reactant_lsp_live_preview_' .. bufnr, { clear = true }),
      buffer = bufnr,
      desc = 'reactant-lsp: the live preview follows the cursor',
      callback = function()
        local position = vim.lsp.util.make_position_params(0, client.offset_encoding)
        local key = position.position.line .. ':' .. position.position.character
        if key ~= last then
          last = key
          notify(client, 'reactant/cursorMoved', position)
        end
      end,
    })
    if on_done then on_done(url) end
  end, bufnr)
end

--- Asks for a device (vim.ui.select over `preview.devices`, the default first), then previews.
function M.preview_choose(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  vim.ui.select(config.preview.devices, { prompt = 'Preview layout on:' }, function(device)
    if device then
      M.preview(bufnr, device)
    end
  end)
end

local function on_attach(client, bufnr)
  vim.api.nvim_buf_set_option(bufnr, 'omnifunc', 'v:lua.vim.lsp.omnifunc')
  local keys = config.keymaps
  if keys then
    local actions = {
      hover = vim.lsp.buf.hover,
      definition = vim.lsp.buf.definition,
      references = vim.lsp.buf.references,
      rename = vim.lsp.buf.rename,
      code_action = vim.lsp.buf.code_action,
      diagnostic = function() M.show_diagnostics(bufnr) end,
      fix_all = function() M.fix_all(bufnr) end,
      format = function() M.format(bufnr) end,
      preview = function() M.preview_choose(bufnr) end,
      live_preview = function() M.live_preview(bufnr) end,
    }
    for name, action in pairs(actions) do
      if keys[name] then
        vim.keymap.set('n', keys[name], action, { buffer = bufnr, silent = true, desc = 'reactant-lsp: ' .. name })
      end
    end
  end
  -- :ReactantPreview [device] previews on that device, or asks for one.
  vim.api.nvim_buf_create_user_command(bufnr, 'ReactantPreview', function(command)
    if command.args ~= '' then
      M.preview(bufnr, command.args)
    else
      M.preview_choose(bufnr)
    end
  end, {
    nargs = '?',
    complete = function() return config.preview.devices end,
    desc = 'reactant-lsp: preview the layout of this buffer',
  })
  -- :ReactantLivePreview opens the buffer's live preview in the browser.
  vim.api.nvim_buf_create_user_command(bufnr, 'ReactantLivePreview', function()
    M.live_preview(bufnr)
  end, { desc = 'reactant-lsp: open the live preview of this buffer in the browser' })
  -- :ReactantFixAll applies every verified fix of the file's layout warnings.
  vim.api.nvim_buf_create_user_command(bufnr, 'ReactantFixAll', function()
    M.fix_all(bufnr)
  end, { desc = 'reactant-lsp: fix all layout warnings in this buffer' })
  -- Semantic tokens need nothing here: Neovim 0.9+ applies them when the server offers them.
  local capabilities = client.server_capabilities or client.resolved_capabilities or {}
  if config.inlay_hints and vim.lsp.inlay_hint and capabilities.inlayHintProvider then
    -- The signature changed during 0.10's development: (enable, filter), earlier (bufnr, enable).
    if not pcall(vim.lsp.inlay_hint.enable, true, { bufnr = bufnr }) then
      pcall(vim.lsp.inlay_hint.enable, bufnr, true)
    end
  end
  if config.on_attach then
    config.on_attach(client, bufnr)
  end
end

local function client_config(root)
  return {
    name = 'reactant-lsp',
    cmd = config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = config.settings,
    settings = config.settings,
    on_attach = on_attach,
    handlers = {
      -- The live preview's page is opened by M.live_preview from the command's answer.
      ['window/showDocument'] = function(err, result, ctx, handler_config)
        if result and result.external then
          return { success = true }
        end
        local default = vim.lsp.handlers['window/showDocument']
        if default then
          return default(err, result, ctx, handler_config)
        end
        return { success = false }
      end,
    },
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
--- `opts` may override `cmd`, `root_markers`, `settings` (merged into the defaults),
--- `keymaps` (a table of keys, or `false` for none), `inlay_hints` and `preview` (`devices`,
--- `opener`), and set
--- `on_attach = function(client, bufnr)` and `on_exit = function(code, signal)`.
function M.setup(opts)
  config = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  -- Lists replace the defaults rather than merge into them index by index.
  local preview = (opts or {}).preview or {}
  config.preview.devices = preview.devices or config.preview.devices
  config.preview.opener = preview.opener or config.preview.opener
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
      M.attach(args.buf)
    end,
  })
end

return M
