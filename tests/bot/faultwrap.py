"""``python -m tests.bot.faultwrap`` runs ``python -m bot`` with a fault of the test's choosing
set up inside the process first (tests/bot/test_faults.py):

* ``FAULT_FSIZE=<bytes>``: a file size limit (RLIMIT_FSIZE), as a full disk looks to SQLite;
  SIGXFSZ is ignored so a write past it fails with EFBIG instead of killing the process.
  A test may also change the limit of the running process from outside (``resource.prlimit``).

Everything else is the bot as shipped: same module, same arguments, same exit status.
"""

import os
import resource
import runpy
import signal
import sys

if __name__ == "__main__":
    limit = os.environ.get("FAULT_FSIZE")
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    if limit:
        resource.setrlimit(resource.RLIMIT_FSIZE, (int(limit), resource.RLIM_INFINITY))
    sys.argv = ["bot", *sys.argv[1:]]
    runpy.run_module("bot", run_name="__main__", alter_sys=True)
