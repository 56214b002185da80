"""Every test runs headless: Qt's ``offscreen`` platform unless the environment names another. Set here,
before any test module imports Qt, so a single folder or file runs as headless as the whole suite."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
