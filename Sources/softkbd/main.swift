print("softkbd")
