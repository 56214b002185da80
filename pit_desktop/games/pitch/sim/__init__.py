"""Headless Pitch: all-bot games on a simple turn loop, and duplicate-deal tournaments."""
