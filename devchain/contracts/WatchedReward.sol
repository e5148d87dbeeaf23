// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Test contract that pays only when it thinks it is being watched, for the review's preview.
/// `claim()` takes the ETH sent with it as an "entry fee" and pays a 1 ETH "reward" back only when
/// its tell says the call runs in a simulation rather than on chain:
/// - `BaseFee`: the block has no base fee (an unvalidated simulation);
/// - `ZeroTip`: the transaction pays no priority fee (gas price equal to the base fee);
/// - `Coinbase`: the block's fee recipient is not the chain's real one (`realCoinbase`);
/// - `Timestamp`: the block's timestamp is even (any fixed guess of the time, right half the time);
/// - `Origin`: the caller is the transaction's origin (a smart account's calls previewed as its own
///   transactions; a bundler's UserOperation has the bundler as origin).
contract WatchedReward {
    enum Tell {
        BaseFee,
        ZeroTip,
        Coinbase,
        Timestamp,
        Origin
    }

    Tell public immutable tell;
    address public immutable realCoinbase;

    constructor(Tell tell_, address realCoinbase_) payable {
        tell = tell_;
        realCoinbase = realCoinbase_;
    }

    function claim() external payable {
        if (watched()) payable(msg.sender).transfer(1 ether);
    }

    function watched() public view returns (bool) {
        if (tell == Tell.BaseFee) return block.basefee == 0;
        if (tell == Tell.ZeroTip) return tx.gasprice == block.basefee;
        if (tell == Tell.Coinbase) return block.coinbase != realCoinbase;
        if (tell == Tell.Origin) return tx.origin == msg.sender;
        return block.timestamp % 2 == 0;
    }

    receive() external payable {}
}
