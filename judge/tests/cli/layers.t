# The layering check (scripts/check-layers) on a fixture tree with every kind of breach:
# an upward include, a peer layer's header, an own-folder header named with its folder,
# and a bare include of a file that is not in the folder.  Includes that point down pass.
sh ../../../scripts/check-layers layers
exit 1
stderr ^judge/base/up\.c:3: includes 'report/report\.h': layer 'base' may use nothing else$
stderr ^judge/sandbox/peer\.c:2: includes 'check/checker\.h': layer 'sandbox' may use base$
stderr ^judge/check/mixed\.c:2: 'check/checker\.h' is in this folder; include it bare$
stderr ^judge/check/mixed\.c:3: 'nothere\.h' is not in this folder
!stderr ^judge/report/
!stderr ^judge/base/up\.c:2:

# The judge's own tree keeps its layers.
sh ../../../scripts/check-layers ../../..
exit 0
