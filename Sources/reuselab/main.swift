import ArgumentParser
print("reuselab")
