print("hitscope")
