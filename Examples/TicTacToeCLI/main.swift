print("not ready")
