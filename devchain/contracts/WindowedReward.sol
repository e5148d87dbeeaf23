// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Test contract that pays only inside a window its owner opens, for the review's preview: a contract that
/// tells the previewed block from the one the transaction is mined in by its number or its time.
/// `claim()`, or a plain transfer from anyone but the owner (a host's `send()`), takes the ETH sent with it as
/// an "entry fee" and pays a 1 ETH "reward" back only while the block's number (`Clock.BlockNumber`) or
/// timestamp (`Clock.Timestamp`) is at most `until`. The owner opens
/// the window for the block or the seconds a preview runs in (`open`) and closes it whenever it likes
/// (`close`): what a preview saw pay can take the fee a block, or a moment, later.
contract WindowedReward {
    enum Clock {
        BlockNumber,
        Timestamp
    }

    Clock public immutable clock;
    address public immutable owner;
    uint256 public until;

    constructor(Clock clock_) payable {
        clock = clock_;
        owner = msg.sender;
    }

    /// Pays until `span` blocks or seconds after this one.
    function open(uint256 span) external {
        require(msg.sender == owner, "owner");
        until = now_() + span;
    }

    function close() external {
        require(msg.sender == owner, "owner");
        until = 0;
    }

    function claim() external payable {
        pay();
    }

    function now_() public view returns (uint256) {
        return clock == Clock.BlockNumber ? block.number : block.timestamp;
    }

    /// The owner's transfers fund the reward; anyone else's is an entry, as `claim()`.
    receive() external payable {
        if (msg.sender != owner) pay();
    }

    function pay() internal {
        if (now_() <= until) payable(msg.sender).transfer(1 ether);
    }
}
