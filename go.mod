module github.com/browsergoal/browsergoal

go 1.26

require github.com/qmuntal/stateless v1.7.2
