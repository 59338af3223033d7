-- Driven by neovim-e2e.sh inside `nvim --headless --clean`. Loads the shipped configuration
-- from editors/neovim, opens the fixture and checks what the server delivers to Neovim.
-- Environment: REACTANT_E2E_REPO, REACTANT_E2E_SERVER, REACTANT_E2E_FIXTURE,
-- REACTANT_E2E_TIMEOUT (seconds). Uses only APIs present in Neovim 0.7.

local timeout_ms = tonumber(os.getenv('REACTANT_E2E_TIMEOUT') or '30') * 1000
local errors_seen = {}
local finished = false

local function say(message)
  io.stderr:write('neovim-e2e: ' .. message .. '\n')
end

-- Error-level notifications come from the LSP client when the server dies or talks nonsense.
local original_notify = vim.notify
vim.notify = function(message, level, opts)
  if level == vim.log.levels.ERROR then
    table.insert(errors_seen, tostring(message))
  end
  return original_notify(message, level, opts)
end

local function fail(message)
  error({ e2e = message })
end

--- Waits for `condition` to return a value; fails with `what` on timeout or when the client
--- reported an error first.
local function wait_for(what, condition)
  local result
  local done = vim.wait(timeout_ms, function()
    if #errors_seen > 0 then
      return true
    end
    result = condition()
    return result ~= nil and result ~= false
  end, 50)
  if #errors_seen > 0 then
    fail('the LSP client reported an error while waiting for ' .. what .. ':\n  ' .. table.concat(errors_seen, '\n  '))
  end
  if not done then
    fail(('timed out after %d s waiting for %s'):format(timeout_ms / 1000, what))
  end
  return result
end

--- 0-based line and byte column of the first occurrence of `needle` in the buffer.
local function find(bufnr, needle)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then
      return index - 1, column - 1
    end
  end
  fail('the fixture does not contain ' .. needle)
end

local function describe(diagnostic)
  return ('%s at %d:%d-%d:%d "%s"'):format(tostring(diagnostic.code), diagnostic.lnum, diagnostic.col,
    diagnostic.end_lnum or -1, diagnostic.end_col or -1, diagnostic.message)
end

local function run()
  local repo = assert(os.getenv('REACTANT_E2E_REPO'), 'REACTANT_E2E_REPO is not set')
  local server = assert(os.getenv('REACTANT_E2E_SERVER'), 'REACTANT_E2E_SERVER is not set')
  local fixture = assert(os.getenv('REACTANT_E2E_FIXTURE'), 'REACTANT_E2E_FIXTURE is not set')

  -- The user's two lines from editors/neovim/README.md.
  vim.opt.runtimepath:append(repo .. '/editors/neovim')
  require('reactant_lsp').setup({
    cmd = { server },
    on_exit = function(code, signal)
      if not finished then
        table.insert(errors_seen, ('the server exited (code %d, signal %d)'):format(code, signal))
      end
    end,
  })

  vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
  local bufnr = vim.api.nvim_get_current_buf()
  if vim.bo[bufnr].filetype ~= 'reactant-ui' then
    fail('filetype detection: expected reactant-ui, got "' .. vim.bo[bufnr].filetype .. '"')
  end
  say('filetype reactant-ui detected')

  local client = wait_for('the server to answer initialize and attach', function()
    for _, candidate in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if candidate.name == 'reactant-lsp' and candidate.initialized then
        return candidate
      end
    end
  end)
  say('server initialized and attached')

  -- Diagnostics: the unknown anchor `middle` in `titleLabel.middle`.
  local line, column = find(bufnr, 'titleLabel.middle')
  local anchor_start = column + #'titleLabel.'
  local anchor_end = anchor_start + #'middle'
  local diagnostics = wait_for('diagnostics from the server', function()
    local all = vim.diagnostic.get(bufnr)
    if #all > 0 then
      return all
    end
  end)
  local match
  for _, diagnostic in ipairs(diagnostics) do
    -- The range is the anchor name, with or without the dot that introduces it.
    if diagnostic.code == 'layout.unknown-anchor' and diagnostic.lnum == line
        and (diagnostic.col == anchor_start or diagnostic.col == anchor_start - 1)
        and (diagnostic.end_lnum or line) == line and diagnostic.end_col == anchor_end then
      match = diagnostic
    end
  end
  if not match then
    local found = {}
    for _, diagnostic in ipairs(diagnostics) do
      table.insert(found, describe(diagnostic))
    end
    fail(('expected layout.unknown-anchor at %d:%d-%d:%d; the server published:\n  %s'):format(
      line, anchor_start, line, anchor_end, table.concat(found, '\n  ')))
  end
  say('diagnostic ' .. describe(match))

  -- Completion between the quotes of the third view's layout:below="".
  local below_line, below_column = find(bufnr, 'layout:below=""')
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = below_line, character = below_column + #'layout:below="' },
    context = { triggerKind = 1 },
  }
  local responses, request_error = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', params, timeout_ms)
  if #errors_seen > 0 then
    fail('the LSP client reported an error during completion:\n  ' .. table.concat(errors_seen, '\n  '))
  end
  if not responses then
    fail('completion request failed: ' .. tostring(request_error))
  end
  local response = responses[client.id]
  if not response then
    fail('no completion response from reactant-lsp')
  end
  if response.err then
    fail('completion request returned an error: ' .. vim.inspect(response.err))
  end
  local result = response.result
  local items = type(result) == 'table' and (result.items or result) or {}
  local labels = {}
  for _, item in ipairs(items) do
    labels[item.label] = true
  end
  local offered = vim.tbl_keys(labels)
  table.sort(offered)
  for _, expected in ipairs({ 'titleLabel', 'continueButton' }) do
    if not labels[expected] then
      fail(('completion in layout:below="" does not offer the field %s; it offered: %s'):format(
        expected, table.concat(offered, ', ')))
    end
  end
  if labels['footerView'] then
    fail('completion in layout:below="" offers footerView, the view being constrained')
  end
  say('completion offers titleLabel and continueButton (' .. #items .. ' items)')
end

local ok, problem = pcall(run)
finished = true
for _, client in pairs(vim.lsp.get_active_clients()) do
  client.stop()
end
if ok then
  say('PASS')
  vim.cmd('qall!')
else
  local message = type(problem) == 'table' and problem.e2e or ('driver error: ' .. tostring(problem))
  say('FAIL: ' .. message)
  vim.cmd('cquit 1')
end
