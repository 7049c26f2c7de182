"""Maps of a reply's places: the fit and projection shared with the web page, and PNG images for Teams."""
