// Sample layouts shipped with CollectionReel.
