"""Where the bot host and the tests have always found the bridge and the game clock; they are the shell's
(:mod:`pit_desktop.ui.shell.bridge`)."""

from pit_desktop.ui.shell.bridge import EngineBridge as EngineBridge, GameClock as GameClock
