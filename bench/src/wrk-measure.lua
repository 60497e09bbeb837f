-- wrk script of the node benchmarks (bench/src/load.ts runs it; settings come in environment variables).
-- One connection per thread (wrk -t N -c N): each thread stops itself after its last answer once the time is up, so
-- nothing is left in flight and every request the server answered is counted.
--   WRK_SECONDS   how long to send
--   WRK_EXPECT    the status that counts as answered (302 for /click, 200 for /postback)
--   WRK_PORTS     comma-separated ports on 127.0.0.1: threads take them in turn (round-robin over the nodes)
--   WRK_THREADS   the thread count given to wrk
--   WRK_IDS_FILE  optional: one click id per line; request i of thread t posts back id t + i * threads
local ffi = require("ffi")
ffi.cdef([[
  typedef struct { long tv_sec; long tv_nsec; } wrk_measure_time;
  int clock_gettime(int clock, wrk_measure_time *time);
]])
local clock = ffi.new("wrk_measure_time")
local function now()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) + tonumber(clock.tv_nsec) / 1e9
end

local threads = {}

function setup(thread)
  local ports = {}
  for port in string.gmatch(os.getenv("WRK_PORTS"), "%d+") do
    table.insert(ports, port)
  end
  local port = ports[#threads % #ports + 1]
  thread.addr = wrk.lookup("127.0.0.1", port)[1]
  -- setup and init of one thread run before the next thread is set up: the count comes from WRK_THREADS.
  thread:set("index", #threads)
  table.insert(threads, thread)
end

local ids = nil
local next_id = 0

function init(args)
  started = now()
  deadline = started + tonumber(os.getenv("WRK_SECONDS"))
  expected = tonumber(os.getenv("WRK_EXPECT"))
  answered = 0
  others = 0
  last = started
  local file = os.getenv("WRK_IDS_FILE")
  if file and file ~= "" then
    ids = {}
    for line in io.lines(file) do
      table.insert(ids, line)
    end
    count = tonumber(os.getenv("WRK_THREADS"))
    next_id = index + 1
  end
end

function request()
  if not ids then
    return wrk.request()
  end
  local id = ids[(next_id - 1) % #ids + 1]
  next_id = next_id + count
  return wrk.format(nil, wrk.path .. id)
end

function response(status, headers, body)
  if status == expected then
    answered = answered + 1
  else
    others = others + 1
  end
  last = now()
  if last >= deadline then
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local total_answered, total_others, first, final = 0, 0, math.huge, 0
  for _, thread in ipairs(threads) do
    total_answered = total_answered + thread:get("answered")
    total_others = total_others + thread:get("others")
    first = math.min(first, thread:get("started"))
    final = math.max(final, thread:get("last"))
  end
  local errors = summary.errors
  io.write(string.format(
    '\nWRK-MEASURE {"answered":%d,"others":%d,"errors":%d,"seconds":%.4f,"p50_ms":%.3f,"p95_ms":%.3f,"p99_ms":%.3f}\n',
    total_answered,
    total_others,
    errors.connect + errors.read + errors.write + errors.timeout,
    final - first,
    latency:percentile(50) / 1000,
    latency:percentile(95) / 1000,
    latency:percentile(99) / 1000
  ))
end
