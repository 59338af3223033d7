// The SchemaModel module. Its contents arrive with the issue that builds it.
