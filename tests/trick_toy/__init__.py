"""Trick Toy: a throwaway third game that plugs into Pit Desktop by this folder and one registration line
(``tests/test_conformance.py``), to show that a game needs nothing else. Three players, nine cards numbered
1 to 9, three each; each trick every seat plays one card in turn, the highest takes it and leads the next;
a trick is a point, and the first to 5 points wins."""
